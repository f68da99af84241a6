/**
 * The detector behind "a refund may not be offered on condition that you delete your complaint"
 * (/guarantees, shared/deletion-demand.ts): it finds the request in the site's three languages
 * and lets through removals of anything else and requests that are negated.
 */
import { findDeletionDemand } from "@shared/deletion-demand";
import { expect, it } from "vitest";

it("requests to delete the complaint are found in English, Turkish and Spanish", () => {
  const asks: [string, string][] = [
    ["We will refund you $40 if you delete your complaint.", "delete your complaint"],
    ["Refund on condition that the complaint is removed from UCK.", "complaint is removed"],
    ["Please withdraw this complaint and we'll send the money.", "withdraw this complaint"],
    ["We can't refund unless you delete the complaint.", "delete the complaint"],
    ["Take down your review first.", "take down your review"],
    ["Please take your post down and we will pay.", "take your post down"],
    ["Refund after deletion of the complaint.", "deletion of the complaint"],
    ["Once your complaint has been removed, the refund is sent.", "complaint has been removed"],
    ["REMOVE YOUR UCK COMPLAINT to get the money", "remove your uck complaint"],
    ["Şikayetinizi silmeniz halinde iade yapılacaktır.", "sikayetinizi silmeniz"],
    ["Şikayetin kaldırılması şartıyla ücret iadesi yapılır.", "sikayetin kaldirilmasi"],
    ["Lütfen şikayetinizi geri çekin, iadeyi yapalım.", "sikayetinizi geri cekin"],
    [
      "Şikayetinizi yayından kaldırırsanız para iadesi yapılır.",
      "sikayetinizi yayindan kaldirirsaniz",
    ],
    ["Le devolvemos el dinero si elimina su queja.", "elimina su queja"],
    ["Reembolso una vez que la queja sea eliminada.", "queja sea eliminada"],
    ["Por favor retire la reseña negativa.", "retire la resena"],
    ["Debe borrar su reclamo en UCK para el reembolso.", "borrar su reclamo"],
    // A negated request does not hide a later one.
    [
      "You don't need to delete your complaint, but if you remove the complaint we pay more.",
      "remove the complaint",
    ],
  ];
  for (const [text, words] of asks) expect(findDeletionDemand(text), text).toBe(words);
});

it("near misses pass: removing a charge, a fee or a product is not a request", () => {
  const passes = [
    "We removed the charge and refunded $40.",
    "We deleted the duplicate payment from your account.",
    "We have withdrawn the late fee.",
    "Your complaint has been received; the refund is on its way.",
    "The fee has been removed.",
    "We are sorry about the issue in your complaint and removed the fee.",
    "We took down the faulty product page.",
    "You do not need to delete your complaint to get the refund.",
    "We will never ask you to remove your complaint.",
    "Thank you for your review of our service.",
    "Your complaint will be answered within 48 hours.",
    "We cancelled the order and refunded you.",
    "Drop us a line about your complaint.",
    "Ücreti kaldırdık, iadeniz yapıldı.",
    "Şikayetiniz için ek ücreti kaldırdık.",
    "Şikayetinizi silmenize gerek yok, iade yapıldı.",
    "Hemos eliminado el cargo de su cuenta.",
    "Retiramos el cobro duplicado mencionado en su queja.",
    "No tiene que eliminar su queja.",
    "",
  ];
  for (const text of passes) expect(findDeletionDemand(text), text).toBeNull();
});
