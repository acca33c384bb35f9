import type { FragmentType } from '@apollo/client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  SelectConsultant_PendingLoginFragmentDoc,
  type SelectConsultant_PendingLoginFragment,
} from '@/apollo/generated/graphql';
import { createCache } from '@/apollo/client';
import { descriptionOf, renderWithGateway } from '@/test/apollo';
import { SelectConsultant } from './select-consultant';

/** band-agent's pending login (provider-sim): one contact to choose from. */
const PENDING = {
  __typename: 'PendingLogin',
  userName: 'band-agent',
  agency: { __typename: 'Agency', code: 'BAND01', name: 'Bandwagon Tours' },
  contacts: [
    { __typename: 'Consultant', contactId: '4001', firstName: 'Isla', secondName: 'Grant', email: null },
  ],
} satisfies Omit<SelectConsultant_PendingLoginFragment, ' $fragmentName'>;

function renderStep() {
  const cache = createCache();
  cache.writeFragment({
    fragment: SelectConsultant_PendingLoginFragmentDoc,
    fragmentName: 'SelectConsultant_pendingLogin',
    data: PENDING,
  });
  const onSelected = vi.fn(async () => undefined);
  const rendered = renderWithGateway(
    <SelectConsultant
      pendingLogin={PENDING as FragmentType<SelectConsultant_PendingLoginFragment>}
      onSelected={onSelected}
    />,
    { cache },
  );
  const field = (name: string) => screen.getByRole('textbox', { name });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  return { ...rendered, onSelected, field, submit };
}

describe('SelectConsultant (seed 000 §2 login step 2, §5 contact rules, §8 messages)', () => {
  it('asks for a choice when none is made, and sends nothing', async () => {
    const { submit, sent } = renderStep();
    expect(screen.getByText('Signed in as band-agent, Bandwagon Tours')).toBeTruthy();
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Isla Grant',
      'Create a new consultant',
    ]);
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please select or create a contact for your login',
    );
    expect(sent).toEqual([]);
  });

  it("a new consultant's missing fields each say so, the first focused; a bad e-mail marks only the e-mail", async () => {
    const { field, submit, sent } = renderStep();
    fireEvent.click(screen.getByRole('radio', { name: 'Create a new consultant' }));
    submit();
    await waitFor(() => expect(descriptionOf(field('First name'))).toBe('Please enter a first name.'));
    expect(document.activeElement).toBe(field('First name'));
    expect(descriptionOf(field('Second name'))).toBe('Please enter a second name.');
    expect(descriptionOf(field('E-mail'))).toBe('Please enter an e-mail address.');

    fireEvent.change(field('First name'), { target: { value: 'Kirsty' } });
    fireEvent.change(field('Second name'), { target: { value: 'Test' } });
    fireEvent.change(field('E-mail'), { target: { value: 'kirsty@caledonian' } });
    submit();
    await waitFor(() =>
      expect(descriptionOf(field('E-mail'))).toBe(
        'Please enter a valid e-mail address, e.g. name@agency.com.',
      ),
    );
    expect(field('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('E-mail'));
    expect(field('First name').getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent).toEqual([]);
  });
});
