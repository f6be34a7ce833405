/**
 * Whose turn it is and what they are to do, as the top bar says it. A long name is cut short
 * there (whole in its title), so the bar keeps its buttons on one row.
 */
export function TurnWords({ who, what }: { readonly who: string | null; readonly what: string }) {
  if (!who) return <>{what}</>;
  return (
    <>
      <strong className="who" title={who}>
        {who}
      </strong>
      : {what}
    </>
  );
}
