// The extra header of an organization's private plan or module (docs/product/paths-and-modules.md#private-content).
import { Banner } from "~/components/ui/Banner";
import { privateContentHeader } from "~/engine/learningPlans";

export function PrivateContentHeader({ organization, kind }: { organization: string; kind: "plan" | "module" }) {
  const h = privateContentHeader(organization, kind);
  return (
    <div className="private-content-header">
      <Banner tone="info" title={h.title}>
        <p>{h.text}</p>
      </Banner>
    </div>
  );
}
