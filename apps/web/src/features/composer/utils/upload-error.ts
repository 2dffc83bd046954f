import { UiMessages } from '@app/contract';
import { failedCallMessage, isApiError } from '../../../lib/api-error';

/** Upload failures (docs/api/constants.md §8): 400 file_size_exceeded / unsupported_image, else the general texts. */
export function uploadErrorMessage(failure: unknown): string {
  const code = isApiError(failure) ? failure.code : undefined;
  if (code === 'file_size_exceeded') return UiMessages.fileTooLarge;
  if (code === 'unsupported_image' || code === 'unsupported-image-format') return UiMessages.unsupportedImage;
  return failedCallMessage(failure);
}
