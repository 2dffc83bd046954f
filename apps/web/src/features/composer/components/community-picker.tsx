import { type Community, UiMessages } from '@app/contract';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { shortenCount } from '../../../lib/format-count';
import { useSearchCommunitiesForPostQuery } from '../composer.api';
import { pickerKeyAction } from '../utils/picker-keys';

const SEARCH_DEBOUNCE_MS = 200;

interface CommunityPickerProps {
  selected: Community | null;
  onSelect: (community: Community) => void;
  isDisabled: boolean;
}

/**
 * 'Select a community': a search box with suggestions (picture, name, member count), on the WAI-ARIA
 * combobox pattern: focus stays in the input, ArrowUp/ArrowDown move the highlighted option
 * (aria-activedescendant), Enter picks it, Escape closes the list.
 */
export function CommunityPicker({ selected, onSelect, isDisabled }: CommunityPickerProps) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  const { data: suggestions = [] } = useSearchCommunitiesForPostQuery(query, { skip: !isOpen });
  const isListShown = isOpen && suggestions.length > 0;
  const activeIndex = isListShown && active < suggestions.length ? active : -1;

  const close = () => {
    setIsOpen(false);
    setActive(-1);
  };
  const pick = (community: Community) => {
    onSelect(community);
    setText('');
    close();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const action = pickerKeyAction(event.key, activeIndex, suggestions.length, isListShown);
    if (action.kind === 'none') return;
    event.preventDefault();
    event.stopPropagation();
    if (action.kind === 'close') close();
    else if (action.kind === 'open') setIsOpen(true);
    else if (action.kind === 'move') {
      setIsOpen(true);
      setActive(action.index);
    } else pick(suggestions[action.index]);
  };
  // Focus moving inside the picker (e.g. onto the list) keeps it open; leaving the picker closes it.
  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && rootRef.current?.contains(next)) return;
    close();
  };

  return (
    <div className="picker" ref={rootRef}>
      <label className="composer__label" htmlFor={`${listId}-input`}>
        {UiMessages.selectCommunity}
      </label>
      <input
        id={`${listId}-input`}
        className="field-input"
        role="combobox"
        aria-expanded={isListShown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        disabled={isDisabled}
        placeholder={selected ? selected.name : UiMessages.searchCommunities}
        value={isOpen ? text : (selected?.name ?? text)}
        onFocus={() => setIsOpen(true)}
        onBlur={handleBlur}
        onKeyDown={handleKeyDown}
        onChange={(event) => {
          setText(event.target.value);
          setIsOpen(true);
          setActive(-1);
        }}
      />
      {isListShown && (
        <ul id={listId} role="listbox" className="picker__list" aria-label={UiMessages.selectCommunity}>
          {suggestions.map((community, index) => (
            <li
              key={community.id}
              id={optionId(index)}
              role="option"
              className={index === activeIndex ? 'is-active' : undefined}
              aria-selected={index === activeIndex}
              onMouseEnter={() => setActive(index)}
            >
              {/* Not a tab stop: the input keeps the focus (combobox pattern); mouse down must not blur it. */}
              <button
                type="button"
                tabIndex={-1}
                className="picker__option"
                onMouseDown={(event) => event.preventDefault()}
                onBlur={handleBlur}
                onClick={() => pick(community)}
              >
                <span className="picker__name">{community.name}</span>
                <span className="picker__members">{UiMessages.members(community.noMembers, shortenCount(community.noMembers))}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
