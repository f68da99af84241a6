import { ADMIN_MESSAGES } from "@worker/services/admin/access";
import { describe, expect, it } from "vitest";
import { sayAdmin } from "~/routes/admin/say.server";

/**
 * Issue 40: the admin page's answers (the spec's admin messages, the use cases' toasts) are said
 * in the request's language by their English templates; English stays the text itself.
 */
describe("the admin answers", () => {
  it("English is the services' text, word for word", () => {
    for (const text of [
      ...Object.values(ADMIN_MESSAGES),
      "Claim approved: Acme Bank is now claimed",
      "Account deleted; 2 IP addresses and the e-mail address blocked for 3 months",
    ])
      expect(sayAdmin("en", text)).toBe(text);
  });

  it("Turkish and Spanish say the spec's messages and the toasts with their values", () => {
    expect(sayAdmin("tr", ADMIN_MESSAGES.denied)).toBe(
      "Erişim reddedildi. Süper yönetici yetkisi gerekir.",
    );
    expect(sayAdmin("tr", "Claim approved: Acme Bank is now claimed")).toBe(
      "Başvuru onaylandı: Acme Bank artık sahiplenilmiş",
    );
    expect(sayAdmin("es", "This user is already admin.")).toBe("Este usuario ya es administrador.");
    expect(sayAdmin("tr", "This user is already blocked.")).toBe("Bu kullanıcı zaten engelli.");
    expect(
      sayAdmin("es", "Account deleted; 1 IP address and the e-mail address blocked for 3 months"),
    ).toBe("Cuenta borrada; 1 dirección IP y la dirección de correo bloqueadas durante 3 meses");
    // The months come from the service's own text, which says ADDRESS_BLOCK_MONTHS.
    expect(
      sayAdmin("tr", "Account deleted; 2 IP addresses and the e-mail address blocked for 6 months"),
    ).toBe("Hesap silindi; 2 IP adresi ve e-posta adresi 6 ay boyunca engellendi");
  });

  it("a text no template knows stays as written", () => {
    expect(sayAdmin("tr", "Too big: expected string to have <=500 characters")).toBe(
      "Too big: expected string to have <=500 characters",
    );
  });
});
