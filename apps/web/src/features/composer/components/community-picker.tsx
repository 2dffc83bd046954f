import { type Community, UiMessages } from '@app/contract';
import { useEffect, useId, useState } from 'react';
import { shortenCount } from '../../../lib/format-count';
import { useSearchCommunitiesForPostQuery } from '../composer.api';

const SEARCH_DEBOUNCE_MS = 200;

interface CommunityPickerProps {
  selected: Community | null;
  onSelect: (community: Community) => void;
  isDisabled: boolean;
}

/** 'Select a community': a search box with suggestions (picture, name, member count). */
export function CommunityPicker({ selected, onSelect, isDisabled }: CommunityPickerProps) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const listId = useId();
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  const { data: suggestions = [] } = useSearchCommunitiesForPostQuery(query, { skip: !isOpen });

  return (
    <div className="picker">
      <label className="composer__label" htmlFor={`${listId}-input`}>
        {UiMessages.selectCommunity}
      </label>
      <input
        id={`${listId}-input`}
        className="field-input"
        role="combobox"
        aria-expanded={isOpen}
        aria-controls={listId}
        autoComplete="off"
        disabled={isDisabled}
        placeholder={selected ? selected.name : UiMessages.searchCommunities}
        value={isOpen ? text : (selected?.name ?? text)}
        onFocus={() => setIsOpen(true)}
        onBlur={() => window.setTimeout(() => setIsOpen(false), 150)}
        onChange={(event) => setText(event.target.value)}
      />
      {isOpen && suggestions.length > 0 && (
        <ul id={listId} role="listbox" className="picker__list">
          {suggestions.map((community) => (
            <li key={community.id} role="option" aria-selected={community.id === selected?.id}>
              <button
                type="button"
                className="picker__option"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  onSelect(community);
                  setText('');
                  setIsOpen(false);
                }}
              >
                <span className="picker__name">{community.name}</span>
                <span className="picker__members">{UiMessages.members(shortenCount(community.noMembers))}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
