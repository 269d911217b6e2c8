/** Legacy API error codes (API-COMPAT.md "Errors"). */
export const ErrorCode = {
  UnknownEndpoint: 1001,
  InvalidValue: 1005,
  ParameterMissing: 1006,
  ReadingListNotFound: 1011,
  UserNotFound: 1014,
  StoryNotFound: 1017,
  NotLoggedIn: 1018,
  PartNotFound: 1020,
  AccessDenied: 1154,
  MissingStoryId: 462,
  BadOutputFormat: 463,
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The legacy JSON error body, as third-party clients expect it. */
export interface LegacyErrorBody {
  result: 'ERROR';
  error_type: string;
  error_code: number;
  message: string;
  /** DESIGN.md §6: every error body also carries `code`. */
  code: number;
  fieldErrors?: Record<string, string>;
}

/** The one error type of the app (client and server): DESIGN.md §7.6. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number;
  readonly errorType: string;
  readonly fieldErrors?: Record<string, string>;

  constructor(
    status: number,
    code: number,
    message: string,
    errorType = 'Error',
    fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errorType = errorType;
    this.fieldErrors = fieldErrors;
  }

  toBody(): LegacyErrorBody {
    const body: LegacyErrorBody = {
      result: 'ERROR',
      error_type: this.errorType,
      error_code: this.code,
      code: this.code,
      message: this.message,
    };
    if (this.fieldErrors) body.fieldErrors = this.fieldErrors;
    return body;
  }
}

export const storyNotFound = (): ApiError =>
  new ApiError(400, ErrorCode.StoryNotFound, 'Story not found', 'NotFound');
export const partNotFound = (): ApiError =>
  new ApiError(400, ErrorCode.PartNotFound, 'Part not found', 'NotFound');

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
