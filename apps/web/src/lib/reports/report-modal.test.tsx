import type { ReportReason } from '@app/contract';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ReportModal } from './report-modal';
import { rootPerTest } from '../testing/test-root';

const dispatch = vi.fn();
const fileReport = vi.fn();
let reasons: ReportReason[] | null = [];

vi.mock('../../app/hooks', () => ({ useAppDispatch: () => dispatch }));
vi.mock('../use-session', () => ({ useInitialState: () => ({ reportReasons: reasons }) }));
vi.mock('./reports.api', () => ({ useFileReportMutation: () => [fileReport, { isLoading: false }] }));

const view = rootPerTest();

function render(type: 'post' | 'comment' = 'post') {
  const onClose = vi.fn();
  view.render(<ReportModal target={{ type, id: 'target1', authorId: 'author1' }} onClose={onClose} />);
  const dialog = document.querySelector('[role="dialog"]') as HTMLElement;
  const submit = () => act(async () => void (dialog.querySelector('button[type="submit"]') as HTMLButtonElement).click());
  return { dialog, onClose, submit };
}

beforeEach(() => {
  dispatch.mockReset();
  fileReport.mockReset();
  reasons = [
    { id: 1, title: 'Breaks community rules', description: null },
    { id: 3, title: 'Spam', description: 'Ads and the like' },
  ];
});

describe('ReportModal', () => {
  it("lists the site's report reasons as radio buttons, the first one focused", () => {
    const { dialog } = render();
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(dialog.querySelector('h2')?.textContent).toBe('Report post');
    const radios = [...dialog.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['Breaks community rules', 'SpamAds and the like']);
    expect(document.activeElement).toBe(radios[0]);
    expect(dialog.querySelector('legend')?.textContent).toBe('Why are you reporting this?');
  });

  it('sends nothing until a reason is chosen, then sends it and closes with "Post reported."', async () => {
    fileReport.mockReturnValue({ unwrap: () => Promise.resolve({ id: 7 }) });
    const { dialog, onClose, submit } = render();
    expect(dialog.querySelector('button[type="submit"]')?.getAttribute('aria-disabled')).toBe('true');
    await submit();
    expect(fileReport).not.toHaveBeenCalled();
    act(() => dialog.querySelectorAll<HTMLInputElement>('input[type="radio"]')[1].click());
    expect(dialog.querySelector('button[type="submit"]')?.getAttribute('aria-disabled')).toBe('false');
    await submit();
    expect(fileReport).toHaveBeenCalledWith({ type: 'post', targetId: 'target1', reason: 3 });
    expect(dispatch).toHaveBeenCalledWith(expect.objectContaining({ payload: expect.objectContaining({ text: 'Post reported.' }) }));
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps the dialog open with the refusal in it (already reported)', async () => {
    fileReport.mockReturnValue({
      unwrap: () => Promise.reject({ status: 409, code: 'already-voted', message: 'User has already voted.', isNetworkError: false }),
    });
    const { dialog, onClose, submit } = render('comment');
    act(() => dialog.querySelector<HTMLInputElement>('input[type="radio"]')?.click());
    await submit();
    expect(dialog.querySelector('[role="alert"]')?.textContent).toBe('You have already reported this comment');
    expect(onClose).not.toHaveBeenCalled();
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('says so when the site has no report reasons', () => {
    reasons = null;
    const { dialog } = render();
    expect(dialog.textContent).toContain('This site has no report reasons to choose from.');
    expect(dialog.querySelector('input')).toBeNull();
  });
});
