import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';

describe('SearchBox (seed 001 §2 search box)', () => {
  it("has the placeholder 'Search for tours' and runs the trimmed search on Enter", () => {
    const onSearch = vi.fn();
    render(<SearchBox term="" onSearch={onSearch} />);
    const box = screen.getByPlaceholderText('Search for tours');
    fireEvent.change(box, { target: { value: '  loch ness ' } });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    expect(onSearch).toHaveBeenCalledWith('loch ness');
  });

  it('runs the search from the magnifier button', () => {
    const onSearch = vi.fn();
    render(<SearchBox term="" onSearch={onSearch} />);
    fireEvent.change(screen.getByPlaceholderText('Search for tours'), { target: { value: 'skye' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith('skye');
  });

  it('shows the current term as a chip that clears the search', () => {
    const onSearch = vi.fn();
    render(<SearchBox term="skye" onSearch={onSearch} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove search term skye' }));
    expect(onSearch).toHaveBeenCalledWith('');
    expect((screen.getByPlaceholderText('Search for tours') as HTMLInputElement).value).toBe('');
  });

  it('offers the clear button only while the box has text', () => {
    render(<SearchBox term="" onSearch={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    fireEvent.change(screen.getByPlaceholderText('Search for tours'), { target: { value: 'x' } });
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeTruthy();
  });

  it('keeps the field (and the focus in it) when the term changes, showing the new term', () => {
    const { rerender } = render(<SearchBox term="" onSearch={vi.fn()} />);
    const box = screen.getByPlaceholderText('Search for tours') as HTMLInputElement;
    box.focus();
    fireEvent.change(box, { target: { value: 'skye' } });
    rerender(<SearchBox term="skye" onSearch={vi.fn()} />);
    expect(screen.getByPlaceholderText('Search for tours')).toBe(box);
    expect(document.activeElement).toBe(box);
    rerender(<SearchBox term="" onSearch={vi.fn()} />);
    expect(box.value).toBe('');
  });

  it('moves the focus back into the field when the chip clears the search', () => {
    render(<SearchBox term="skye" onSearch={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove search term skye' }));
    expect(document.activeElement).toBe(screen.getByPlaceholderText('Search for tours'));
  });
});
