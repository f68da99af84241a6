import { GUARANTEES } from "@shared/content/guarantees";

/**
 * /guarantees' words (decision 030): the page's frame and the promises of
 * shared/content/guarantees.ts, sent by its loader in the page's language only. English is read
 * from the shared content itself, so it stays word for word: `promise.{id}` a promise,
 * `detail.{id}.{n}` its paragraphs. The backing tests' files and names stay as written (they
 * are the code's own names).
 */
const promises: Record<string, string> = {};
for (const guarantee of GUARANTEES) {
  promises[`promise.${guarantee.id}`] = guarantee.promise;
  guarantee.details.forEach((detail, n) => {
    promises[`detail.${guarantee.id}.${n + 1}`] = detail;
  });
}

export const guaranteesEn: Record<string, string> = {
  "guarantees.title": "What UCK guarantees complainants",
  "guarantees.description":
    "UCK's promises to people who file complaints, each with the automated test that checks it on every change.",
  "guarantees.intro":
    "These are UCK's promises to you when you file a complaint. Each one is checked by automated tests that run on every change to UCK; a change that breaks a promise fails them. Under each promise you find the tests by their file and name in UCK's source code.",
  "guarantees.testOne": "The test that checks it",
  "guarantees.testMany": "The tests that check it",
  "guarantees.rules":
    "The rules for what may be posted are in the {agreement}; how company numbers are computed is on {methodology}.",
  "guarantees.agreement": "User Agreement",
  "guarantees.methodology": "the methodology page",
  ...promises,
};

export type GuaranteesMessages = Record<string, string>;
