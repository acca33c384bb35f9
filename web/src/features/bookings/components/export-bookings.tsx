import { gql } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { AgentBookingsCsvDocument, type AgentBookingFilter } from '@/apollo/generated/graphql';
import { Alert, UNEXPECTED_ERROR_TEXT } from '@/ui/alert';
import { Button } from '@/ui/button';
import { UI_TEXTS } from '@/texts';
import type { BookingsSort } from '../api/bookings-query';

if (false) {
  gql`
    query AgentBookingsCsv($filter: AgentBookingFilter, $sort: AgentBookingSort) {
      agentBookingsCsv(filter: $filter, sort: $sort) {
        fileName
        csv
        rowCount
      }
    }
  `;
}

/**
 * 'Export CSV' of Manage Bookings: every row of the list as filtered and ordered (all pages), as the gateway writes
 * it (`agentBookingsCsv`: the columns, money and formula guard are the gateway's); the browser only saves the text
 * it answers as a file. A spinner while the gateway reads the list; a failure says so.
 */
export function ExportBookings({
  filter,
  sort,
}: {
  filter: AgentBookingFilter | null;
  sort: BookingsSort | null;
}) {
  const client = useApolloClient();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  const download = async () => {
    setPending(true);
    setFailed(false);
    const result = await client
      .query({ query: AgentBookingsCsvDocument, variables: { filter, sort }, fetchPolicy: 'no-cache' })
      .catch(() => null);
    setPending(false);
    const file = result?.data?.agentBookingsCsv;
    if (!file) {
      setFailed(true);
      return;
    }
    const url = URL.createObjectURL(new Blob([file.csv], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = file.fileName;
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  };

  return (
    <>
      <Button size="small" variant="secondary" pending={pending} onClick={() => void download()}>
        {UI_TEXTS.exportCsv}
      </Button>
      {failed && <Alert>{UNEXPECTED_ERROR_TEXT}</Alert>}
    </>
  );
}
