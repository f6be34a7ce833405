/**
 * Spreading independent tasks (say, arena games) over forked copies of the running script.
 * A worker asks for the next task as soon as it finishes one, so a slow task never leaves
 * the other workers idle; results come back tagged with the task's index.
 */
import { fork } from 'node:child_process';

interface TaskMessage<T> {
  readonly index: number;
  readonly task: T;
}

interface ResultMessage<R> {
  readonly index: number;
  readonly result: R;
}

/**
 * Runs `tasks` on `jobs` worker processes: this script again, with `workerArgv` as its
 * arguments, which must lead it to call `serveTasks`. Calls `done` for each result as it arrives.
 */
export function runInWorkers<T, R>(
  tasks: readonly T[],
  jobs: number,
  workerArgv: readonly string[],
  done: (index: number, result: R) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let next = 0;
    let finished = 0;
    let running = Math.min(jobs, tasks.length);
    if (running === 0) return resolve();
    for (let w = 0; w < running; w++) {
      const worker = fork(process.argv[1]!, [...workerArgv]);
      const feed = (): void => {
        if (next < tasks.length) {
          const message: TaskMessage<T> = { index: next, task: tasks[next]! };
          next++;
          worker.send(message);
        } else worker.disconnect();
      };
      worker.on('message', (message: ResultMessage<R>) => {
        done(message.index, message.result);
        finished++;
        feed();
      });
      worker.on('error', reject);
      worker.on('exit', (code) => {
        if (code !== 0) reject(new Error(`a worker stopped with code ${code}`));
        else if (--running === 0)
          if (finished === tasks.length) resolve();
          else reject(new Error(`workers stopped after ${finished} of ${tasks.length} tasks`));
      });
      feed();
    }
  });
}

/** The worker's side: answers each task sent by `runInWorkers` until the parent lets go. */
export function serveTasks<T, R>(handle: (task: T) => R): void {
  if (!process.send) throw new Error('serveTasks runs only in a process forked by runInWorkers');
  process.on('message', (message: TaskMessage<T>) => {
    const reply: ResultMessage<R> = { index: message.index, result: handle(message.task) };
    // A parent that was stopped meanwhile no longer wants the answer: a failed send is dropped.
    if (process.connected) process.send!(reply, () => {});
  });
}
