import type { FragmentType } from '@apollo/client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ConsultantPanel_ConsultantFragmentDoc,
  type ConsultantPanel_ConsultantFragment,
} from '@/apollo/generated/graphql';
import { createCache } from '@/apollo/client';
import { descriptionOf, renderWithGateway, type SentOperation } from '@/test/apollo';
import { ConsultantPanel } from './consultant-panel';

/** Heather Travel's consultant as My Profile's query writes it to the cache. */
const RORY = {
  __typename: 'Consultant',
  contactId: '3001',
  firstName: 'Rory',
  secondName: 'Mackenzie',
  email: 'rory@heather.example',
} as const;

/** The panel over a cache holding {@link RORY}; UpdateConsultant answers with the consultant as sent. */
function renderPanel() {
  const cache = createCache();
  cache.writeFragment({
    fragment: ConsultantPanel_ConsultantFragmentDoc,
    fragmentName: 'ConsultantPanel_consultant',
    data: RORY,
  });
  const answer = ({ variables }: SentOperation) => ({
    data: {
      updateConsultant: {
        __typename: 'UpdateConsultantPayload',
        consultant: { ...RORY, ...(variables.input as object) },
        userErrors: [],
      },
    },
  });
  const rendered = renderWithGateway(
    <ConsultantPanel consultant={RORY as FragmentType<ConsultantPanel_ConsultantFragment>} />,
    { cache, answer },
  );
  const panel = screen.getByRole('region', { name: 'Consultant Information' });
  fireEvent.click(within(panel).getByRole('button', { name: 'Edit' }));
  return { ...rendered, panel };
}

describe('ConsultantPanel (seed 000 §2 My Profile consultant information, §5 contact rules)', () => {
  it('marks a bad e-mail at the field with its message, focuses it, and saves nothing', async () => {
    const { panel, sent } = renderPanel();
    const email = within(panel).getByRole('textbox', { name: 'E-mail' });
    fireEvent.change(email, { target: { value: 'rory.mackenzie at heather' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(email)).toBe('Please enter a valid e-mail address, e.g. name@agency.com.');
    expect(document.activeElement).toBe(email);
    expect(
      within(panel).getByRole('textbox', { name: 'First name' }).getAttribute('aria-invalid'),
    ).toBeNull();
    expect(sent).toEqual([]);
  });

  it('says which names are missing, at their fields', async () => {
    const { panel } = renderPanel();
    for (const name of ['First name', 'Second name']) {
      fireEvent.change(within(panel).getByRole('textbox', { name }), { target: { value: ' ' } });
    }
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    const first = within(panel).getByRole('textbox', { name: 'First name' });
    await waitFor(() => expect(descriptionOf(first)).toBe('Please enter a first name.'));
    expect(descriptionOf(within(panel).getByRole('textbox', { name: 'Second name' }))).toBe(
      'Please enter a second name.',
    );
  });

  it('saves the trimmed details and shows the saved consultant', async () => {
    const { panel, sent } = renderPanel();
    fireEvent.change(within(panel).getByRole('textbox', { name: 'E-mail' }), {
      target: { value: ' rory.mackenzie@heather.example ' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('Consultant details saved')).toBeTruthy();
    expect(within(panel).getByText('rory.mackenzie@heather.example')).toBeTruthy();
    expect(sent).toEqual([
      {
        operationName: 'UpdateConsultant',
        variables: {
          input: { firstName: 'Rory', secondName: 'Mackenzie', email: 'rory.mackenzie@heather.example' },
        },
      },
    ]);
  });
});
