/**
 * The key under which a visitor's address is limited and, for breach blocks, remembered: an IPv4
 * address as it is, an IPv6 address by its /64 network. One IPv6 host usually owns a whole /64
 * (SLAAC, privacy addresses), so keying by the full address would let it pick a fresh address for
 * every attempt. Anything that does not parse as an address gives null (the per-address rules
 * then wait, as in local runs without Cloudflare's CF-Connecting-IP).
 */
export function clientAddressKey(header: string | null | undefined): string | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(value)) {
    return value.split(".").every((part) => Number(part) <= 255) ? value : null;
  }
  const groups = expandIpv6(value);
  if (!groups) return null;
  // An IPv4-mapped address (::ffff:a.b.c.d) is that IPv4 host.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function expandIpv6(address: string): number[] | null {
  if (!/^[0-9a-fA-F:.]+$/.test(address) || address.length > 45) return null;
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === "" ? [] : part.split(":"));
  const head = parse(halves[0] ?? "");
  const tail = halves.length === 2 ? parse(halves[1] ?? "") : [];
  const groups: number[] = [];
  for (const piece of [...head, "|", ...tail]) {
    if (piece === "|") continue;
    if (piece.includes(".")) {
      const v4 = piece.split(".").map(Number);
      if (v4.length !== 4 || v4.some((n) => !Number.isInteger(n) || n > 255)) return null;
      const [a = 0, b = 0, c = 0, d = 0] = v4;
      groups.push((a << 8) | b, (c << 8) | d);
    } else if (/^[0-9a-fA-F]{1,4}$/.test(piece)) {
      groups.push(Number.parseInt(piece, 16));
    } else {
      return null;
    }
  }
  if (halves.length === 2) {
    const missing = 8 - groups.length;
    if (missing < 1) return null;
    const headCount = head.reduce((n, p) => n + (p.includes(".") ? 2 : 1), 0);
    groups.splice(headCount, 0, ...Array<number>(missing).fill(0));
  }
  return groups.length === 8 ? groups : null;
}
