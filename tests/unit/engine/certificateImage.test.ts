import { describe, expect, it } from "vitest";
import { certificateSvg } from "~/engine";

describe("the certificate image", () => {
  it("escapes every text, so a name or title cannot add markup to the SVG", () => {
    const svg = certificateSvg({
      id: "abc",
      title: `A <script>alert(1)</script> & "quotes"`,
      name: `Eve"><script>x</script>`,
      state: "active",
      issuedAt: "2026-11-27T10:00:00Z",
    });
    expect(svg).not.toContain("<script>");
    expect(svg).toContain("Eve&quot;&gt;&lt;script&gt;x&lt;/script&gt;");
    expect(svg).toContain("A &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;");
  });

  it("says the state: verified, revoked or pending", () => {
    const base = { id: "abc", title: "T", name: null, issuedAt: "2026-11-27T10:00:00Z" };
    expect(certificateSvg({ ...base, state: "active" })).toContain("Verified · 2026-11-27 · /certificates/abc");
    expect(certificateSvg({ ...base, state: "revoked_by_admin" })).toContain("Revoked · 2026-11-27");
    expect(certificateSvg({ ...base, state: "pending_verification" })).toContain("Pending verification · 2026-11-27");
    expect(certificateSvg({ ...base, state: "pending_verification" })).toContain("Name not yet confirmed");
  });
});
