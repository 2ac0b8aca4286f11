/** A card's label and value rows (order date, amount, …); rows without a value are left out. */
export function CardFacts({ facts }: { facts: [label: string, value: string | null][] }) {
  return (
    <dl className="activity-card__facts">
      {facts
        .filter(([, value]) => value !== null)
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
