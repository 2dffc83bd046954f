import { describe, expect, it } from 'vitest';
import { splitExamples, splitFaq, splitTitle } from './page-sections';

describe('splitTitle', () => {
  it('takes a leading level-1 heading as the title', () => {
    expect(splitTitle('\n# Our rules #\n\nBe nice.\n')).toEqual({ title: 'Our rules', body: 'Be nice.' });
  });

  it('leaves pages without one, or starting with a smaller heading, alone', () => {
    expect(splitTitle('Be nice.\n# Later')).toEqual({ title: null, body: 'Be nice.\n# Later' });
    expect(splitTitle('## Section\ntext')).toEqual({ title: null, body: '## Section\ntext' });
    expect(splitTitle('#hashtag')).toEqual({ title: null, body: '#hashtag' });
    expect(splitTitle('')).toEqual({ title: null, body: '' });
  });
});

describe('splitFaq', () => {
  it('makes each heading a question and what follows it the answer', () => {
    const faq = 'Read this first.\n\n## Is it free?\nYes.\n\nAlways.\n### Who runs it?\nVolunteers.';
    expect(splitFaq(faq)).toEqual({
      intro: 'Read this first.',
      items: [
        { question: 'Is it free?', answer: 'Yes.\n\nAlways.' },
        { question: 'Who runs it?', answer: 'Volunteers.' },
      ],
    });
  });

  it('does not split at a # inside a code block', () => {
    const faq = '## How do I run it?\n```sh\n# install first\nnpm start\n```\nDone.';
    expect(splitFaq(faq).items).toEqual([{ question: 'How do I run it?', answer: '```sh\n# install first\nnpm start\n```\nDone.' }]);
  });

  it('has no items for an empty page', () => {
    expect(splitFaq('')).toEqual({ intro: '', items: [] });
  });
});

describe('splitExamples', () => {
  it('lifts out example blocks and keeps the text around them', () => {
    expect(splitExamples('Intro.\n\n```example\n*hi*\n```\n\nAfter.')).toEqual([
      { kind: 'text', markdown: 'Intro.' },
      { kind: 'example', source: '*hi*' },
      { kind: 'text', markdown: 'After.' },
    ]);
  });

  it('keeps a code fence inside a longer example fence, and leaves other code blocks as text', () => {
    const guide = '````example\nCode:\n```\nlet x;\n```\n````\n\n```js\n```example\n```';
    expect(splitExamples(guide)).toEqual([
      { kind: 'example', source: 'Code:\n```\nlet x;\n```' },
      { kind: 'text', markdown: '```js\n```example\n```' },
    ]);
  });

  it('runs an unclosed example to the end, and accepts tilde fences', () => {
    expect(splitExamples('~~~ example\n> quote\n')).toEqual([{ kind: 'example', source: '> quote\n' }]);
  });
});
