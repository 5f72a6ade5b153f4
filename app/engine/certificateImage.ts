// The shareable image of a certificate (docs/product/hands-on.md#certificates): an SVG that names
// the learner, the course, the state and where to verify it. Every text is escaped.
import { xmlEscape } from "./seo";

interface CertificateImageFacts {
  id: string;
  title: string;
  name: string | null;
  state: "active" | "revoked_by_admin" | "pending_verification" | string;
  issuedAt: string;
  /** what the learner did ("completed the course", "passed the skill assessment", …) */
  achievement?: string;
}

const STATE_LABEL: Record<string, string> = { active: "Verified", revoked_by_admin: "Revoked" };

export function certificateSvg(c: CertificateImageFacts): string {
  const state = STATE_LABEL[c.state] ?? "Pending verification";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" role="img" aria-label="${xmlEscape(`Certificate: ${c.title}`)}">
<rect width="1200" height="630" fill="#fffdf7"/>
<rect x="24" y="24" width="1152" height="582" fill="none" stroke="#2d3a8c" stroke-width="8"/>
<text x="600" y="120" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" fill="#2d3a8c">Codelift certificate of completion</text>
<text x="600" y="250" text-anchor="middle" font-family="DejaVu Serif, Georgia, serif" font-size="60" fill="#111">${xmlEscape(c.name ?? "Name not yet confirmed")}</text>
<text x="600" y="330" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" fill="#333">${xmlEscape(c.achievement ?? "completed the course")}</text>
<text x="600" y="400" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" font-weight="bold" fill="#111">${xmlEscape(c.title)}</text>
<text x="600" y="520" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="22" fill="#555">${xmlEscape(`${state} · ${c.issuedAt.slice(0, 10)} · /certificates/${c.id}`)}</text>
</svg>`;
}
