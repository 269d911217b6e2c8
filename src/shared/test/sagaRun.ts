/**
 * How long `expectSaga(…).silentRun()` waits in a test that dispatches a timed sequence
 * (`.dispatch(a).delay(10).dispatch(b)`): every `.delay` is a timer started when the previous one
 * fires, so on a busy machine the chain can outlast a tight timeout and the run ends before the last
 * dispatch. 300 ms leaves room for late timers and costs a quarter second per such test.
 */
export const SEQUENCE_RUN_MS = 300;
