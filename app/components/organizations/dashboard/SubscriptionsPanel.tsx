import { planName } from "~/engine/plans";
import { Card } from "~/components/ui/Card";
import { Badge } from "~/components/ui/Badge";
import { EmptyState } from "~/components/ui/EmptyState";
import { Table } from "~/components/ui/Table";
import type { DashboardData } from "./types";

export function SubscriptionsPanel({ data }: { data: DashboardData }) {
  return (
    <Card as="section" aria-labelledby="subs-title">
      <h2 id="subs-title" className="card-title">
        Subscriptions
      </h2>
      {data.subscriptions.length === 0 ? (
        <EmptyState title="This organization has no subscription yet." />
      ) : (
        <Table label="Subscriptions">
          <thead>
            <tr>
              <th scope="col">Plan</th>
              <th scope="col">Status</th>
              <th scope="col" className="num">
                Seats used
              </th>
              <th scope="col">Ends</th>
            </tr>
          </thead>
          <tbody>
            {data.subscriptions.map((s) => (
              <tr key={s.id}>
                <td>{planName(s.planCode)}</td>
                <td>{s.live ? <Badge tone="success">{s.status}</Badge> : <Badge>{`${s.status} (ended)`}</Badge>}</td>
                <td className="num">
                  {s.seatsUsed} of {s.seats}
                </td>
                <td>{s.expirationDate.slice(0, 10)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}
