import { ErrorKey, Errors, errorBody, ErrorBody } from '@app/contract';

/**
 * The only error services throw on purpose. It names a contract error; one exception filter in the api
 * turns it into the status and body of the contract. Workers and tests see the same error.
 */
export class DomainError extends Error {
  constructor(
    readonly key: ErrorKey,
    readonly params?: Readonly<Record<string, string | number>>,
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(errorBody(Errors[key], params).message);
    this.name = 'DomainError';
  }

  get status(): number {
    return Errors[this.key].status;
  }

  toBody(): ErrorBody {
    return errorBody(Errors[this.key], this.params);
  }
}
