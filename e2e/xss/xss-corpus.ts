/**
 * Stored-XSS payloads. Each one, if a page ever ran it, sets `window.__xss` (or
 * `parent.__xss`) or opens an alert; the journeys assert neither happens and that the text
 * shows as typed. All fit the shortest free-text fields (names and locations, 100
 * characters), so every payload can go into every field.
 */
export const PAYLOADS = [
  "<script>window.__xss=1</script>",
  '<img src=x onerror="window.__xss=1">',
  "<svg onload=alert(1)>",
  "<svg><script>window.__xss=1</script></svg>",
  "javascript:window.__xss=1",
  '"><script>window.__xss=1</script>',
  "'><img src=x onerror=alert(1)>",
  '" onmouseover="window.__xss=1" autofocus onfocus="window.__xss=1" x="',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-literal payload, as typed
  "${window.__xss=1}",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-literal payload, as typed
  "`${alert(1)}`",
  "</script><script>window.__xss=1</script><!--",
  "</title><script>window.__xss=1</script>",
  "</textarea><script>window.__xss=1</script>",
  "</noscript><img src=x onerror=alert(1)>",
  "\\u003cscript\\u003ewindow.__xss=1\\u003c/script\\u003e",
  "<img src=x onerror=\\u0061lert(1)>",
  "＜script＞window.__xss=1＜/script＞",
  "&lt;script&gt;window.__xss=1&lt;/script&gt;",
  "%3Cscript%3Ewindow.__xss%3D1%3C%2Fscript%3E",
  "50% off <script>window.__xss=1</script>",
  '<a href="data:text/html,<script>alert(1)</script>">data link</a>',
  '<a href="&#106;avascript:alert(1)">entity link</a>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<div style="width:expression(alert(1))">style</div>',
  "<style>*{background:url(javascript:alert(1))}</style>",
  "[click me](javascript:window.__xss=1)",
  "{{constructor.constructor('window.__xss=1')()}}",
  "<details open ontoggle=alert(1)>",
  "<body onload=alert(1)>",
  "<input autofocus onfocus=alert(1)>",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  "<scr<script>ipt>window.__xss=1</scr</script>ipt>",
  "<IMG SRC=JaVaScRiPt:alert(1)>",
  '\\"-alert(1)-\\"',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<object data="javascript:alert(1)"></object>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  "line\u2028sep\u2029</script><script>window.__xss=1</script>",
  '<base href="javascript:alert(1)//">',
] as const;

/** The JSON-LD breakout: a closing script tag and an HTML comment opener. */
export const JSON_LD_PAYLOAD = "</script><script>window.__xss=1</script><!--";

/** Payloads short enough for a field of `max` characters (the phone field takes 20). */
export const fitting = (max: number) => PAYLOADS.filter((payload) => payload.length <= max);

/** Whitespace as Playwright's text assertions normalise it. */
export const normalized = (text: string) => text.replace(/\s+/g, " ").trim();

/** A string literal for SQLite that no payload can break: its UTF-8 bytes in hex. */
export const sqlText = (value: string) =>
  `cast(x'${Buffer.from(value, "utf8").toString("hex")}' as text)`;

/** The ids of one corpus run, all prefixed `xss-{stamp}-` so cleanup finds them. */
export function corpusIds(stamp: string) {
  const id = (kind: string, i: number) => `xss-${stamp}-${kind}${i}`;
  return {
    user: (i: number) => id("u", i),
    username: (i: number) => `xss_${stamp}_${i}`,
    company: (i: number) => id("co", i),
    companySlug: (i: number) => `xss-${stamp}-${i}`,
    complaint: (i: number) => id("k", i),
    /** A word every corpus complaint and company carries, for /search. */
    token: `xc${stamp}`,
  };
}

/**
 * One row per payload in every table with user text: a person (name, bio, location), a company
 * (name), a complaint by that person about that company (text, location, company response and
 * reimbursement), a comment on the hub complaint, a report, a help message, a pending claim and
 * a notification to `recipientId` whose actor is that person. Newest first = payload 0.
 */
export function corpusSql(stamp: string, recipientId: string, hub: number, now = Date.now()) {
  const ids = corpusIds(stamp);
  const t = sqlText;
  const rows: string[] = [];
  PAYLOADS.forEach((p, i) => {
    const at = now - i * 1000;
    const user = `'${ids.user(i)}'`;
    const company = `'${ids.company(i)}'`;
    const complaint = `'${ids.complaint(i)}'`;
    rows.push(
      `insert into users (id, email, email_verified_at, created_at) values (${user}, '${ids.user(i)}@example.com', ${at}, ${at});`,
      `insert into profiles (id, username, full_name, bio, location, created_at) values (${user}, '${ids.username(i)}', ${t(p)}, ${t(p)}, ${t(p)}, ${at});`,
      `insert into companies (id, name, slug, domain, description, created_at) values (${company}, ${t(p)}, '${ids.companySlug(i)}', '${ids.companySlug(i)}.example', '${ids.token}', ${at});`,
      `insert into complaints (id, text, company_id, company_name, location, user_id, status, has_response, response, response_at, reimbursement, escalation_deadline, created_at) values (${complaint}, ${t(`${p} ${ids.token}`)}, ${company}, ${t(p)}, ${t(p)}, ${user}, 'in_progress', 1, ${t(p)}, ${at}, ${t(p)}, ${at + 172_800_000}, ${at});`,
      `insert into company_responses (id, complaint_id, company_id, text, reimbursement, created_at) values ('xss-${stamp}-r${i}', ${complaint}, ${company}, ${t(p)}, ${t(p)}, ${at});`,
      `insert into reports (id, complaint_id, reporter_id, reason, created_at) values ('xss-${stamp}-rep${i}', ${complaint}, ${user}, ${t(p)}, ${at});`,
      `insert into contact_messages (id, name, email, topic, message, created_at) values ('xss-${stamp}-m${i}', ${t(p)}, 'xss-${stamp}-m${i}@example.com', 'other', ${t(`${p} (corpus ${i})`)}, ${at});`,
      `insert into company_claims (id, company_id, user_id, requester_email, company_domain, created_at) values ('xss-${stamp}-cl${i}', ${company}, ${user}, '${ids.user(i)}@example.com', '${ids.companySlug(i)}.example', ${at});`,
      `insert into notifications (id, user_id, type, complaint_id, actor_id, dedupe_key, created_at) values ('xss-${stamp}-n${i}', '${recipientId}', 'complaint_commented', ${complaint}, ${user}, 'xss-${stamp}-n${i}', ${at});`,
    );
  });
  PAYLOADS.forEach((p, i) => {
    rows.push(
      `insert into comments (id, complaint_id, user_id, text, created_at) values ('xss-${stamp}-cm${i}', '${ids.complaint(hub)}', '${ids.user(i)}', ${t(p)}, ${now + i});`,
    );
  });
  rows.push(
    `update complaints set comments_count = ${PAYLOADS.length} where id = '${ids.complaint(hub)}';`,
  );
  return rows.join("\n");
}

/** Removes every row of a corpus run (children first; the rest cascades from users). */
export function corpusCleanupSql(stamp: string) {
  const like = `'xss-${stamp}-%'`;
  return [
    `delete from notifications where id like ${like};`,
    `delete from contact_messages where id like ${like};`,
    `delete from company_claims where id like ${like};`,
    `delete from reports where id like ${like};`,
    `delete from comments where id like ${like};`,
    `delete from company_responses where id like ${like};`,
    `delete from complaints where id like ${like};`,
    `delete from companies where id like ${like};`,
    `delete from users where id like ${like};`,
  ].join("\n");
}

/** A real 1×1 PNG and a real 1×1 GIF. */
export const PNG_IMAGE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
export const GIF_IMAGE = Buffer.from(
  "R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7",
  "base64",
);

// Polyglots (refused by the upload check): a PNG with a page after IEND, a GIF header and a page.
export const PNG_POLYGLOT = Buffer.concat([
  PNG_IMAGE,
  Buffer.from("<html><script>window.__xss=1;alert(1)</script></html>"),
]);
export const GIF_POLYGLOT = Buffer.concat([
  Buffer.from("GIF89a"),
  Buffer.from([1, 0, 1, 0, 0, 0, 0]),
  Buffer.from("<html><body><script>window.__xss=1;alert(1)</script></body></html>"),
]);

/** One payload per field, each within the field's limit. */
export function typedPayloads(stamp: string) {
  return {
    name: `'"><img src=x onerror=alert(1)> Xavier`,
    email: `x${stamp}<svg/onload=alert(1)>@example.com`,
    bio: [
      "</textarea><script>window.__xss=1</script>",
      '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
      '<a href="data:text/html,<script>alert(1)</script>">data link</a>',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-literal payload, as typed
      "${window.__xss=1}",
    ].join(" | "),
    location: "</title><script>window.__xss=1</script>",
    website: `https://xss.example/"><script>window.__xss=1</script>`,
    phone: "<svg/onload=alert()>",
    company: '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
    jobTitle: "{{constructor.constructor('window.__xss=1')()}}",
    complaint: `${JSON_LD_PAYLOAD} <img src=x onerror=alert(1)> xu${stamp}`,
    complaintLocation: "<details open ontoggle=alert(1)>",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-literal payload, as typed
    response: "${window.__xss=1} <script>window.__xss=1</script> We are sorry.",
    reimbursement: '<a href="javascript:alert(1)">refund</a>',
    comment: "<svg><script>window.__xss=1</script></svg> same here",
    reason: "</noscript><img src=x onerror=alert(1)>",
    contactName: "<body onload=alert(1)>",
    contactMessage: "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)> please help",
    blockReason: "<input autofocus onfocus=alert(1)>",
  };
}
