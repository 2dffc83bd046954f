import { SearchLimits, SearchMessages } from '@app/contract';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSearchSuggestionsQuery } from '../search.api';
import { searchPath } from '../search-params';
import '../search.css';

interface Option {
  key: string;
  label: string;
  hint: string;
  to: string;
}

/** Suggestions wait until typing pauses this long, so a word typed quickly asks once. */
const DEBOUNCE_MS = 250;
/** Names are at least 3 characters; suggestions start at 2 typed. */
const SUGGEST_FROM = 2;

function useDebounced(value: string): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return debounced;
}

/** True when a keystroke goes into something the person is typing in, where `/` is a character. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

interface SearchBoxProps {
  /** The text to start with (the search page's own query). */
  initial?: string;
  /** Searches inside one community. */
  community?: string;
  /** The page's main box takes focus when it opens empty. */
  autoFocus?: boolean;
  /** The `/` key focuses this box (one box per page takes it). */
  takesSlashKey?: boolean;
  className?: string;
}

/**
 * The search box: a combobox whose list suggests communities and people whose names start with the text,
 * then "Search for …". Arrow keys move through the list, Enter opens the chosen option (or searches), Escape
 * closes the list and then leaves the box; `/` anywhere else on the page focuses it.
 */
export function SearchBox({ initial = '', community, autoFocus = false, takesSlashKey = false, className = '' }: SearchBoxProps) {
  const [text, setText] = useState(initial);
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const listId = useId();
  const trimmed = text.trim();
  const asked = useDebounced(trimmed);
  const wantsSuggestions = isOpen && asked.length >= SUGGEST_FROM && !community;
  const { data } = useSearchSuggestionsQuery(asked, { skip: !wantsSuggestions });

  useEffect(() => setText(initial), [initial]);

  useEffect(() => {
    if (!takesSlashKey) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      event.preventDefault();
      inputRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [takesSlashKey]);

  const options: Option[] = [];
  if (wantsSuggestions && data && asked === trimmed) {
    for (const c of data.communities) options.push({ key: `c-${c.id}`, label: c.name, hint: SearchMessages.members(c.noMembers), to: `/${c.name}` });
    for (const u of data.users) options.push({ key: `u-${u.id}`, label: `@${u.username}`, hint: SearchMessages.peopleHeading, to: `/@${u.username}` });
  }
  if (isOpen && trimmed) options.push({ key: 'search', label: SearchMessages.searchFor(trimmed), hint: '', to: searchPath({ q: trimmed, community }) });
  const isListShown = isOpen && options.length > 0;

  const go = (to: string) => {
    setIsOpen(false);
    setActive(-1);
    inputRef.current?.blur();
    void navigate(to);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) return;
    const chosen = isListShown && active >= 0 ? options[active] : undefined;
    go(chosen ? chosen.to : searchPath({ q: trimmed, community }));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!isListShown) {
        setIsOpen(true);
        return;
      }
      event.preventDefault();
      // -1 is the box itself: the list cycles through it, as a native list of suggestions does.
      const last = options.length - 1;
      setActive((current) => (event.key === 'ArrowDown' ? (current >= last ? -1 : current + 1) : current <= -1 ? last : current - 1));
    } else if (event.key === 'Escape') {
      if (isListShown) {
        event.preventDefault();
        setIsOpen(false);
        setActive(-1);
      } else {
        inputRef.current?.blur();
      }
    }
  };

  const activeOption = isListShown && active >= 0 && active < options.length ? options[active] : undefined;
  return (
    <form role="search" className={`search-box ${className}`} onSubmit={handleSubmit}>
      <label className="visually-hidden" htmlFor={`${listId}-input`}>
        {SearchMessages.boxLabel}
      </label>
      <svg className="search-box__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        ref={inputRef}
        id={`${listId}-input`}
        className="search-box__input"
        type="search"
        name="q"
        role="combobox"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SearchLimits.queryMax}
        placeholder={community ? SearchMessages.inCommunityPlaceholder(community) : SearchMessages.boxPlaceholder}
        aria-expanded={isListShown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeOption ? `${listId}-${activeOption.key}` : undefined}
        autoFocus={autoFocus}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setIsOpen(true);
          setActive(-1);
        }}
        onFocus={() => setIsOpen(true)}
        onBlur={() => setIsOpen(false)}
        onKeyDown={handleKeyDown}
      />
      <ul id={listId} role="listbox" aria-label={SearchMessages.suggestions} className="search-box__list" hidden={!isListShown}>
        {isListShown &&
          options.map((option, i) => (
            <li
              key={option.key}
              id={`${listId}-${option.key}`}
              role="option"
              aria-selected={i === active}
              className="search-box__option"
              // Before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                go(option.to);
              }}
            >
              <span className="search-box__option-label">{option.label}</span>
              {option.hint && <span className="search-box__option-hint">{option.hint}</span>}
            </li>
          ))}
      </ul>
    </form>
  );
}

/**
 * The navbar's search: a box on wider screens (`/` focuses it), a search button on phones. On the search page
 * its own box takes that place and the `/` key.
 */
export function NavbarSearch() {
  const { pathname } = useLocation();
  if (pathname === '/search') return null;
  return (
    <>
      <SearchBox takesSlashKey className="navbar-search__box" />
      <Link to="/search" className="icon-button navbar-search__button" aria-label={SearchMessages.search}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Link>
    </>
  );
}
