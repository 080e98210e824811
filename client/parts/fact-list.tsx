import type { ReactNode } from 'react';

/** Facts, term and value, as the staff pages list them: drawn alike on the server and by the editor's figures island. A term may repeat (a proposal's e-mails of one kind). */
export function FactList({ facts }: { facts: readonly { term: string; value: ReactNode }[] }) {
  return (
    <dl className="admin-fields">
      {facts.map((fact, index) => (
        <div key={`${index}:${fact.term}`}>
          <dt>{fact.term}</dt>
          <dd>
            <bdi>{fact.value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
