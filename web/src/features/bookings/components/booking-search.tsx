import { useForm } from 'react-hook-form';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import styles from './booking-search.module.css';

/**
 * The Manage Bookings search (seed 000 §2 'paginated and searchable'): one text matched by the gateway against
 * booking id, agent reference and lead guest name. An empty search lists every booking.
 */
export function BookingSearch({ text, onSearch }: { text: string; onSearch: (text: string) => void }) {
  const { register, handleSubmit, reset } = useForm<{ text: string }>({ values: { text } });
  return (
    <form
      className={styles.search}
      role="search"
      onSubmit={(event) => void handleSubmit((values) => onSearch(values.text.trim()))(event)}
    >
      <Field
        className={styles.field}
        label="Search bookings (booking ID, agent reference or lead guest)"
        type="search"
        {...register('text')}
      />
      <Button type="submit">Search</Button>
      {text && (
        <Button
          variant="secondary"
          onClick={() => {
            reset({ text: '' });
            onSearch('');
          }}
        >
          Clear
        </Button>
      )}
    </form>
  );
}
