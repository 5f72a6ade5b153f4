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

export type RoleModalMember = {
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
    <Modal title={`Change the role of ${member.fullName}`} closeTo={closeTo} className="role-modal" description="role-modal-who" initialFocus={current}>
      <p id="role-modal-who" className="muted">
        {member.email} · now {member.role}
      </p>
      <Form method="post" action={dialogUrl({ pathname: `/enterprise-dashboard/${organizationId}` }, "role", { params: { member: member.userId }, index: true })} className="role-form">
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
          <select id="role-admin-level" name="admin_level" defaultValue={chosen.adminLevel ?? ""}>
            <option value="">(default)</option>
            {ADMIN_LEVEL_VALUES.map((l) => (
              <option key={l} value={l}>
                {l.replace(/_/g, " ")}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="org-flags">
          <legend>Also</legend>
          <label>
            <input type="checkbox" name="is_mentor" defaultChecked={chosen.isMentor} /> Mentor
          </label>
          <label>
            <input type="checkbox" name="is_mentee" defaultChecked={chosen.isMentee} /> Mentee
          </label>
          <label>
            <input type="checkbox" name="is_user_team_manager" defaultChecked={chosen.isUserTeamManager} /> Team manager
          </label>
          <label>
            <input type="checkbox" name="is_onboarding_subscription_manager" defaultChecked={chosen.isOnboardingSubscriptionManager} /> Onboarding manager
          </label>
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
