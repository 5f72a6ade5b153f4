// /staff/flags (docs/product/feature-flags.md): staff set each product flag's rollout level, force
// it on or off for an organization or a cohort, and put users in beta mode. Everyone else gets the
// not-found page. Every change is recorded in the staff audit log.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/components/catalog/meta";
import { Button } from "~/components/ui/Button";
import { Select, TextInput } from "~/components/ui/Field";
import { Table } from "~/components/ui/Table";
import { USER_TYPES } from "~/engine/constants";
import { recordStaffAction } from "~/models/staffAudit.server";
import { FEATURE_LEVELS } from "~/engine/featureLevels";
import { changeFeatureFlag, listFeatureFlags, setBetaMode, type FlagChangeResult } from "~/services/featureFlags.server";
import { requireStaff } from "~/utils/auth.server";
import { readForm } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  return json({ ...(await listFeatureFlags()), levels: FEATURE_LEVELS }, { headers: { "Cache-Control": "private, no-store" } });
}

const str = (form: FormData, key: string) => {
  const v = form.get(key);
  return typeof v === "string" ? v : "";
};

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const form = await readForm(request);
  const intent = str(form, "intent");
  const name = str(form, "name");
  let result: FlagChangeResult;
  if (intent === "level") result = await changeFeatureFlag({ name, level: str(form, "level") }, staff.email);
  else if (intent === "reset") result = await changeFeatureFlag({ name, unset: true }, staff.email);
  else if (intent === "override") {
    const state = str(form, "enabled");
    if (state !== "on" && state !== "off") return json({ field: "enabled", error: 'enabled must be "on" or "off".' }, { status: 400 });
    result = await changeFeatureFlag({ name, scope: str(form, "scope"), target: str(form, "target"), enabled: state === "on" }, staff.email);
  } else if (intent === "remove_override")
    result = await changeFeatureFlag({ name, scope: str(form, "scope"), target: str(form, "target"), unset: true }, staff.email);
  else if (intent === "beta_on" || intent === "beta_off") result = await setBetaMode(str(form, "email"), intent === "beta_on");
  else return json({ field: "intent", error: "intent must be level, reset, override, remove_override, beta_on or beta_off." }, { status: 400 });
  if (!result.ok) return json({ field: result.field, error: result.error }, { status: 400 });
  await recordStaffAction(staff, "feature_flags.change", { intent, name: name || null, message: result.message });
  return redirectWithToast("/staff/flags", { status: "SUCCESS", text: result.message });
}

export const meta: MetaFunction = ({ matches, location }) => pageMeta({ title: "Feature flags", noindex: true }, { matches, location });

export default function StaffFlags() {
  const { flags, beta_testers, levels } = useLoaderData<typeof loader>();
  const levelNames = Object.keys(levels) as (keyof typeof levels)[];
  const levelLabel = (n: string) => `${levels[n as keyof typeof levels]} ${n.replace("_", " ")}`;
  const data = useActionData<typeof action>();
  return (
    <section>
      <h1>Feature flags</h1>
      <p className="muted">
        Production shows a flag to everyone, internal production to staff, beta to beta testers and staff, development only on a development server,
        and disabled to nobody. An override for an organization or a cohort wins over the level (except disabled). The same changes:{" "}
        <code>codelift flags list|set|unset</code>.
      </p>
      {data?.error ? (
        <p className="form-error" role="alert">
          {data.error}
        </p>
      ) : null}
      <Table label="Feature flags">
        <thead>
          <tr>
            <th scope="col">Flag</th>
            <th scope="col">Level</th>
            <th scope="col">Overrides</th>
          </tr>
        </thead>
        <tbody>
          {flags.map((f) => (
            <tr key={f.name} data-testid={`flag-${f.name}`}>
              <td>
                <strong>{f.name}</strong>
                <br />
                <span className="muted">
                  {f.description}
                  {f.gates ? ` — ${f.gates}` : " (reserved)"}
                </span>
              </td>
              <td>
                <Form method="post">
                  <input type="hidden" name="intent" value="level" />
                  <input type="hidden" name="name" value={f.name} />
                  <Select label={`Level of ${f.name}`} hideLabel name="level" defaultValue={f.level_name}>
                    {levelNames.map((n) => (
                      <option key={n} value={n}>
                        {levelLabel(n)}
                      </option>
                    ))}
                  </Select>
                  <Button type="submit" variant="secondary">
                    Set level of {f.name}
                  </Button>
                </Form>
                {f.level !== f.default_level ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="reset" />
                    <input type="hidden" name="name" value={f.name} />
                    <Button type="submit" variant="secondary">
                      Reset {f.name} to {levelLabel(levelNames[f.default_level]!)}
                    </Button>
                  </Form>
                ) : null}
              </td>
              <td>
                <ul>
                  {f.overrides.map((o) => (
                    <li key={`${o.scope}:${o.target}`}>
                      {o.scope} {o.target}: {o.enabled ? "on" : "off"}{" "}
                      <Form method="post" style={{ display: "inline" }}>
                        <input type="hidden" name="intent" value="remove_override" />
                        <input type="hidden" name="name" value={f.name} />
                        <input type="hidden" name="scope" value={o.scope} />
                        <input type="hidden" name="target" value={o.target} />
                        <Button type="submit" variant="secondary">
                          Remove
                        </Button>
                      </Form>
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <h2>Add an override</h2>
      <Form method="post">
        <input type="hidden" name="intent" value="override" />
        <Select label="Flag" name="name">
          {flags.map((f) => (
            <option key={f.name}>{f.name}</option>
          ))}
        </Select>
        <Select label="Scope" name="scope">
          <option value="organization">organization</option>
          <option value="cohort">cohort</option>
        </Select>
        <TextInput label="Organization id or cohort" name="target" hint={`A cohort is one of ${USER_TYPES.join(", ")}.`} required />
        <Select label="State" name="enabled">
          <option value="on">on</option>
          <option value="off">off</option>
        </Select>
        <Button type="submit">Save override</Button>
      </Form>
      <h2>Beta mode</h2>
      <p>{beta_testers.length ? `In beta mode: ${beta_testers.join(", ")}.` : "Nobody is in beta mode."}</p>
      <Form method="post">
        <TextInput label="E-mail address" name="email" type="email" required />
        <Button type="submit" name="intent" value="beta_on">
          Put in beta mode
        </Button>{" "}
        <Button type="submit" name="intent" value="beta_off" variant="secondary">
          Take out of beta mode
        </Button>
      </Form>
    </section>
  );
}
