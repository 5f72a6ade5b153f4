import { formatUsd } from "~/engine/money";

type Line = { id: string; label: string; amountCents: number; percentage?: number };

/** The engine's price, line by line (the same lines the CLI prints), and the total. */
export function PriceBreakdown({ lineItems, totalCents }: { lineItems: readonly Line[]; totalCents: number }) {
  const shown = lineItems.filter((l) => l.id === "list_price" || l.amountCents !== 0);
  return (
    <table className="price-breakdown">
      <caption className="visually-hidden">Price breakdown</caption>
      <tbody>
        {shown.map((l) => (
          <tr key={l.id}>
            <th scope="row">{l.label}</th>
            <td>{formatUsd(l.amountCents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total today</th>
          <td>
            <strong>{formatUsd(totalCents)}</strong>
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
