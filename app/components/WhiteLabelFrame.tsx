// A page served on a white-label host (docs/product/white-label.md): a band in the partner's accent
// colour naming them, and their primary colour for buttons and links inside. The colours come from
// the host table (#rrggbb only) and go into a nonce'd style element (the CSP allows no style attributes).
import type { ReactNode } from "react";
import { useNonce } from "~/utils/nonce";

export type Brand = { name: string; primaryColor: string; accentColor: string };

const COLOR = /^#[0-9a-f]{6}$/i;

export function WhiteLabelFrame({ brand, children }: { brand: Brand | null; children: ReactNode }) {
  const nonce = useNonce();
  if (!brand || !COLOR.test(brand.primaryColor) || !COLOR.test(brand.accentColor)) return <>{children}</>;
  const css = `.white-label{--accent:${brand.primaryColor};--accent-fg:#ffffff}.white-label-band{background:${brand.accentColor}}`;
  return (
    <div className="white-label" data-white-label={brand.name}>
      <style nonce={nonce} suppressHydrationWarning>
        {css}
      </style>
      <p className="white-label-band">{brand.name}</p>
      {children}
    </div>
  );
}
