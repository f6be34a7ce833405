/**
 * One typed question-and-answer channel to a worker. Each call gets an id and its answer
 * settles its promise. A worker that fails to load or throws outside a question (`error`),
 * or an answer that cannot be read (`messageerror`), rejects every waiting call with a
 * message naming the worker, instead of leaving it to wait for ever; the next call starts a
 * fresh worker.
 */

export interface Question<Q> {
  readonly id: number;
  readonly question: Q;
}

export type Answer<A> =
  { readonly id: number; readonly answer: A } | { readonly id: number; readonly error: string };

/** The part of a Worker the channel uses (a stand-in in tests). */
export interface WorkerLike {
  postMessage(message: unknown): void;
  terminate(): void;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  onmessageerror: ((event: MessageEvent) => void) | null;
}

/** `name` says which worker in messages ("the bot worker"); `start` creates it when first needed. */
export function workerClient<Q, A>(
  name: string,
  start: () => WorkerLike,
): (question: Q) => Promise<A> {
  let worker: WorkerLike | null = null;
  let nextId = 1;
  const waiting = new Map<number, { resolve: (a: A) => void; reject: (e: Error) => void }>();

  function failAll(reason: string): void {
    worker?.terminate();
    worker = null;
    const failed = [...waiting.values()];
    waiting.clear();
    for (const call of failed) call.reject(new Error(`${name} failed: ${reason}`));
  }

  function running(): WorkerLike {
    if (worker) return worker;
    const started = start();
    started.onmessage = (event: MessageEvent<Answer<A>>) => {
      const reply = event.data;
      const call = waiting.get(reply.id);
      if (!call) return;
      waiting.delete(reply.id);
      if ('answer' in reply) call.resolve(reply.answer);
      else call.reject(new Error(reply.error));
    };
    started.onerror = (event) => {
      event.preventDefault();
      failAll(event.message || 'it could not start or stopped with an error');
    };
    started.onmessageerror = () => failAll('an answer could not be read');
    worker = started;
    return started;
  }

  return (question) => {
    const id = nextId++;
    return new Promise<A>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      running().postMessage({ id, question } satisfies Question<Q>);
    });
  };
}

/** The part of a worker's global scope the answering side uses. */
export interface WorkerScope {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent) => void) | null;
}

/** The worker's side: answers each question with `answer`, or with the error it threw. */
export function answerQuestions<Q, A>(scope: WorkerScope, answer: (q: Q) => A): void {
  scope.onmessage = (event: MessageEvent<Question<Q>>) => {
    const { id, question } = event.data;
    let reply: Answer<A>;
    try {
      reply = { id, answer: answer(question) };
    } catch (error) {
      reply = { id, error: error instanceof Error ? error.message : String(error) };
    }
    scope.postMessage(reply);
  };
}
