// The API as component tests see it: one MSW server intercepting fetch (and XMLHttpRequest) in every web test. The
// setup file starts it, drops each test's handlers after the test and fails a test that calls an address it answers
// nothing for. Tests add their answers with `server.use(...)` or `answerApi(...)` (api-answers.ts).
import { setupServer } from 'msw/node';

export const server = setupServer();
