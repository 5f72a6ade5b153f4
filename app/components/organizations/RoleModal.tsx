// The update-user-role modal of the admin area (docs/product/organizations.md#roles):
// a state of the dashboard page (?dialog=role&member=<id>), so it opens without JavaScript too. Its
// form posts the page's change-role action (the same rules as everywhere: admins only, the last
// admin kept); a refusal comes back into the modal, which stays open because the form's action
// keeps the page state in its URL.
import { Link, Form, useNavigation } from "@remix-run/react";
import { useRef } from "react";
import { Modal } from "~/components/Modal";
import { ADMIN_LEVEL_VALUES, ENTERPRISE_ROLES } from "~/engine/organizations";
import { dialogUrl } from "~/engine/routing";
import type { OrgActionData } from "./OrgActionForm";
import { Checkbox } from "~/components/ui/Field";

type RoleModalMember = {
  userId: number;
  fullName: string;
  email: string;
  role: string;
  adminLevel: string | null;
  isMentor: boolean;
  isMentee: boolean;
  isUserTeamManager: boolean;
  isOnboardingSubscriptionManager: boolean;
};

/** The page state that opens the modal for one member. */
export const roleDialogSearch = (userId: number) => dialogUrl({ pathname: "" }, "role", { params: { member: userId } });

const ROLE_HINTS: Record<string, string> = {
  Admin: "Manages seats, roles, teams and invitations.",
  Manager: "Sees the admin area and everyone's progress; may create teams.",
  Member: "Learns with a seat of the organization.",
  "Non-Paid Member": "Belongs to the organization without a seat (a seat held now is freed).",
};

/** The admin levels in words: what each can do here. */
const ADMIN_LEVEL_NAMES: Record<(typeof ADMIN_LEVEL_VALUES)[number], string> = {
  super_admin: "Super admin",
  sub_admin: "Sub admin",
  subscription_executive: "Subscription executive",
};
const ADMIN_LEVEL_HINTS: Record<(typeof ADMIN_LEVEL_VALUES)[number], string> = {
  super_admin: "Every admin right: seats, roles, teams, invitations and the subscription.",
  sub_admin: "The same rights in the admin area; reported apart from super admins.",
  subscription_executive: "An admin who looks after the subscription: may create teams and is not shown the getting-started steps.",
};

export function RoleModal({
  organizationId,
  member,
  errorText,
  errors,
  sent,
}: {
  organizationId: number;
  member: RoleModalMember;
  errorText?: string;
  errors?: Record<string, string>;
  /** a refused choice, shown again */
  sent?: OrgActionData["role"];
}) {
  const chosen = sent
    ? {
        role: sent.role,
        adminLevel: sent.admin_level,
        isMentor: sent.is_mentor,
        isMentee: sent.is_mentee,
        isUserTeamManager: sent.is_user_team_manager,
        isOnboardingSubscriptionManager: sent.is_onboarding_subscription_manager,
      }
    : member;
  const closeTo = `/enterprise-dashboard/${organizationId}`;
  const busy = useNavigation().state === "submitting";
  const fieldError = errors?.role ?? errors?.admin_level ?? (errors ? Object.values(errors)[0] : undefined);
  const message = errorText ?? fieldError;
  // The first control is the role held now (the radio a Tab would reach).
  const current = useRef<HTMLInputElement>(null);
  return (
    <Modal
      title={`Change the role of ${member.fullName}`}
      closeTo={closeTo}
      className="role-modal"
      description="role-modal-who"
      initialFocus={current}
    >
      <p id="role-modal-who" className="muted">
        {member.email} · now {member.role}
      </p>
      <Form
        method="post"
        action={dialogUrl({ pathname: `/enterprise-dashboard/${organizationId}` }, "role", { params: { member: member.userId }, index: true })}
        className="role-form"
      >
        <input type="hidden" name="intent" value="change-role" />
        <input type="hidden" name="user_id" value={member.userId} />
        {message ? (
          <p className="form-error" role="alert">
            {message}
          </p>
        ) : null}
        <fieldset className="role-choices">
          <legend>Role</legend>
          {ENTERPRISE_ROLES.map((r) => (
            <label key={r} className="role-choice">
              <input type="radio" name="role" value={r} defaultChecked={r === chosen.role} ref={r === chosen.role ? current : undefined} />
              <span>
                <strong>{r}</strong>
                <span className="muted role-hint">{ROLE_HINTS[r]}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor="role-admin-level">Admin level (admins only)</label>
          <select id="role-admin-level" name="admin_level" defaultValue={chosen.adminLevel ?? ""} aria-describedby="role-admin-level-help">
            <option value="">(default: super admin)</option>
            {ADMIN_LEVEL_VALUES.map((l) => (
              <option key={l} value={l}>
                {ADMIN_LEVEL_NAMES[l]}
              </option>
            ))}
          </select>
          <dl id="role-admin-level-help" className="role-terms">
            {ADMIN_LEVEL_VALUES.map((l) => (
              <div key={l}>
                <dt>{ADMIN_LEVEL_NAMES[l]}</dt>
                <dd>{ADMIN_LEVEL_HINTS[l]}</dd>
              </div>
            ))}
          </dl>
        </div>
        <fieldset className="org-flags role-flags">
          <legend>Also</legend>
          <Checkbox
            name="is_mentor"
            defaultChecked={chosen.isMentor}
            label="Mentor"
            hint="Guides other members; opens their learning dashboard after signing in."
          />
          <Checkbox
            name="is_mentee"
            defaultChecked={chosen.isMentee}
            label="Mentee"
            hint="Is guided by a mentor; opens the plans assigned to them after signing in."
          />
          <Checkbox
            name="is_user_team_manager"
            defaultChecked={chosen.isUserTeamManager}
            label="Team manager"
            hint="May create teams without being an admin or a manager (when the organization allows teams)."
          />
          <Checkbox
            name="is_onboarding_subscription_manager"
            defaultChecked={chosen.isOnboardingSubscriptionManager}
            label="Onboarding manager"
            hint="Looks after the subscription new members join on; changes no other rights."
          />
        </fieldset>
        <div className="modal-actions">
          <Link className="button button-ghost" to={closeTo} preventScrollReset>
            Cancel
          </Link>
          <button type="submit" className="button" disabled={busy}>
            {busy ? "Changing…" : "Change role"}
          </button>
        </div>
      </Form>
    </Modal>
  );
}
