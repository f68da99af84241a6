import { ADMIN_MESSAGES } from "@worker/services/admin/access";
import { describe, expect, it } from "vitest";
import { say, sayToast } from "~/i18n/say.server";
import { adminToast, answer } from "~/routes/admin/answer.server";

/**
 * Issue 40, then decision 037: the admin page's answers carry their keys and values, and the kit
 * says them in the request's language; English is the spec's text, word for word.
 */
describe("the admin answers", () => {
  it("English is the spec's text, word for word", () => {
    for (const [name, text] of Object.entries(ADMIN_MESSAGES))
      expect(say("en", `answer.${name}`)).toBe(text);
    expect(say("en", "answer.claimApproved", { values: { company: "Acme Bank" } })).toBe(
      "Claim approved: Acme Bank is now claimed",
    );
    expect(say("en", "answer.breachDone", { values: { count: 2, months: 3 } })).toBe(
      "Account deleted; 2 IP addresses and the e-mail address blocked for 3 months",
    );
  });

  it("Turkish and Spanish say the messages and the toasts with their values", () => {
    expect(say("tr", "answer.denied")).toBe("Erişim reddedildi. Süper yönetici yetkisi gerekir.");
    expect(say("tr", "answer.claimApproved", { values: { company: "Acme Bank" } })).toBe(
      "Başvuru onaylandı: Acme Bank artık sahiplenilmiş",
    );
    expect(say("es", "answer.roleAlready", { parts: { role: { text: "role.admin" } } })).toBe(
      "Este usuario ya es administrador.",
    );
    expect(say("tr", "answer.blockAlready")).toBe("Bu kullanıcı zaten engelli.");
    expect(say("es", "answer.breachDone", { values: { count: 1, months: 3 } })).toBe(
      "Cuenta borrada; 1 dirección IP y la dirección de correo bloqueadas durante 3 meses",
    );
    expect(say("tr", "answer.breachDone", { values: { count: 2, months: 6 } })).toBe(
      "Hesap silindi; 2 IP adresi ve e-posta adresi 6 ay boyunca engellendi",
    );
  });

  it("an intent's toast keeps its English for the API and is said from its key", () => {
    const toast = adminToast("answer.chooseClaim");
    expect(toast.title).toBe("Choose Approve or Reject for a claim.");
    expect(sayToast("es", toast).title).not.toBe(toast.title);
    expect(sayToast("es", toast)).not.toHaveProperty("words");
  });

  it("a refusal titled by the intent's failure says both parts", async () => {
    const reply = answer(
      "block",
      { ok: false, code: "conflict", message: "x", words: { text: "answer.blockSelf" } },
      adminToast("answer.blockFailed"),
    ) as unknown as { data: { toast: Parameters<typeof sayToast>[1] } };
    const said = sayToast("tr", reply.data.toast);
    expect(said.title).toBe(say("tr", "answer.blockFailed"));
    expect(said.description).toBe(say("tr", "answer.blockSelf"));
  });
});
