import { useRef, useState, type FormEvent } from 'react';
import { CloseIcon, SearchIcon } from '@/ui/icons';
import { UI_TEXTS } from '@/texts';
import styles from './search-box.module.css';

/** Props of {@link SearchBox}. */
export interface SearchBoxProps {
  /** The term the list is currently searched by ('' for none). */
  term: string;
  /** Runs a search (an empty string clears it). */
  onSearch: (term: string) => void;
}

/**
 * The tour search box (seed 001 §2): placeholder 'Search for tours'; Enter or the magnifier runs the search;
 * a clear button empties the box and the search; a chip shows the current term and removes it. A term changed
 * elsewhere (back button, 'Clear Search Filter') replaces the box's text. The box is never remounted, so after
 * a search the focus stays where the user left it (WAI-ARIA search landmark practice: the field, or the
 * magnifier), and clearing moves it back into the field instead of dropping it on the page; the results
 * heading announces the outcome (a polite live region).
 */
export function SearchBox({ term, onSearch }: SearchBoxProps) {
  const [draft, setDraft] = useState(term);
  const [shownTerm, setShownTerm] = useState(term);
  const input = useRef<HTMLInputElement>(null);
  if (term !== shownTerm) {
    setShownTerm(term);
    setDraft(term);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  const clear = () => {
    setDraft('');
    onSearch('');
    input.current?.focus();
  };

  return (
    <form className={styles.form} role="search" aria-label="Tours" onSubmit={submit}>
      <div className={styles.field}>
        <input
          ref={input}
          className={styles.input}
          type="search"
          name="q"
          placeholder="Search for tours"
          aria-label="Search for tours"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          enterKeyHint="search"
        />
        {draft !== '' && (
          <button className={styles.iconButton} type="button" onClick={clear} aria-label="Clear search">
            <CloseIcon />
          </button>
        )}
        <button className={styles.iconButton} type="submit" aria-label="Search">
          <SearchIcon />
        </button>
      </div>
      {term !== '' && (
        <span className={styles.chip}>
          <span>
            <span className="visually-hidden">{UI_TEXTS.searchingFor} </span>
            {term}
          </span>
          <button type="button" onClick={clear} aria-label={`Remove search term ${term}`}>
            <CloseIcon width="1em" height="1em" />
          </button>
        </span>
      )}
    </form>
  );
}
