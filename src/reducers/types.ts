/** Request status of anything loaded from the API (Redux style guide: status enums, not booleans). */
export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** A serialisable copy of an ApiError for the store. */
export interface ErrorInfo {
  status: number;
  code: number;
  message: string;
}

export interface Loadable {
  status: LoadStatus;
  error?: ErrorInfo;
}

export function toErrorInfo(e: unknown): ErrorInfo {
  if (e && typeof e === 'object' && 'status' in e && 'code' in e && 'message' in e) {
    const { status, code, message } = e as ErrorInfo;
    return { status: Number(status), code: Number(code), message: String(message) };
  }
  return { status: 500, code: 0, message: e instanceof Error ? e.message : 'Unexpected error' };
}
