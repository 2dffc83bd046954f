import { EditHistoryMessages } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { rootPerTest } from '../testing/test-root';
import { versionFields } from './version-fields';
import { WordDiff, wordChanges } from './word-diff';

const view = rootPerTest();

describe('wordChanges', () => {
  it('marks replaced, added and removed words, keeping the rest as is', () => {
    expect(wordChanges('the quick brown fox', 'the slow brown fox jumps')).toEqual([
      { kind: 'same', text: 'the ' },
      { kind: 'removed', text: 'quick' },
      { kind: 'added', text: 'slow' },
      { kind: 'same', text: ' brown fox ' },
      { kind: 'added', text: 'jumps' },
    ]);
  });

  it('gives one unchanged part for equal texts and nothing for two empty ones', () => {
    expect(wordChanges('same words', 'same words')).toEqual([{ kind: 'same', text: 'same words' }]);
    expect(wordChanges('', '')).toEqual([]);
    expect(wordChanges('', 'new')).toEqual([{ kind: 'added', text: 'new' }]);
  });
});

describe('WordDiff', () => {
  it('renders removals in <del> and additions in <ins>, each told to screen readers in words', () => {
    view.render(<WordDiff before="one two three" after="one 2 three" />);
    const del = view.container.querySelectorAll('del');
    const ins = view.container.querySelectorAll('ins');
    expect([...del].map((d) => d.textContent)).toEqual([`[${EditHistoryMessages.deleted} two ${EditHistoryMessages.deletedEnd}]`]);
    expect([...ins].map((d) => d.textContent)).toEqual([`[${EditHistoryMessages.inserted} 2 ${EditHistoryMessages.insertedEnd}]`]);
    expect(del[0].className).toBe('word-diff__removed');
    expect(ins[0].className).toBe('word-diff__added');
    // The spoken markers are visually hidden; what a sighted reader sees is the text itself.
    expect([...view.container.querySelectorAll('.visually-hidden')]).toHaveLength(4);
    const visible = [...view.container.childNodes]
      .map((n) =>
        [...n.childNodes]
          .filter((c) => !(c as Element).classList?.contains('visually-hidden'))
          .map((c) => c.textContent)
          .join(''),
      )
      .join('');
    expect(visible).toBe('one two2 three');
  });
});

describe('versionFields', () => {
  it("labels a post's title, text and link, and a comment's body", () => {
    expect(versionFields([{ title: 'T', body: null, link: 'https://example.com/', createdAt: '2026-01-01T00:00:00Z' }])).toEqual([
      {
        createdAt: '2026-01-01T00:00:00Z',
        fields: [
          { label: EditHistoryMessages.titleLabel, text: 'T' },
          { label: EditHistoryMessages.bodyLabel, text: '' },
          { label: EditHistoryMessages.linkLabel, text: 'https://example.com/' },
        ],
      },
    ]);
    expect(versionFields([{ body: 'B', createdAt: '2026-01-01T00:00:00Z' }])).toEqual([
      { createdAt: '2026-01-01T00:00:00Z', fields: [{ label: EditHistoryMessages.bodyLabel, text: 'B' }] },
    ]);
  });
});
