import { describe, expect, it } from 'vitest';
import { notificationTitleText, parseNotificationTitle } from './notification-title';

describe('parseNotificationTitle', () => {
  it('splits bold runs and decodes the escapes the server writes', () => {
    expect(parseNotificationTitle('<b>ann</b> commented on your post <b>&lt;i&gt;&quot;Hi&quot; &amp; &#39;bye&#39;</b>')).toEqual([
      { text: 'ann', bold: true },
      { text: ' commented on your post ', bold: false },
      { text: `<i>"Hi" & 'bye'`, bold: true },
    ]);
  });

  it('shows any other markup as literal text, never as elements', () => {
    const runs = parseNotificationTitle('<img src=x onerror=alert(1)><script>alert(1)</script> <b>x</b>');
    expect(runs).toEqual([
      { text: '<img src=x onerror=alert(1)><script>alert(1)</script> ', bold: false },
      { text: 'x', bold: true },
    ]);
  });

  it('decodes numeric entities, leaves unknown ones, and handles an unclosed bold', () => {
    expect(parseNotificationTitle('&#x1F600; &unknown; <b>open')).toEqual([
      { text: '😀 &unknown; ', bold: false },
      { text: 'open', bold: true },
    ]);
    expect(notificationTitleText('3 new upvotes on your post <b>A &amp; B</b>')).toBe('3 new upvotes on your post A & B');
  });
});
