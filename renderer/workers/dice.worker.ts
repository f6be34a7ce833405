/// <reference lib="webworker" />
/** Physics runs here, so the table keeps drawing while a throw is simulated. */
import { throwDice, type ThrowRecord, type ThrowRequest } from '../../shared/dice';
import { answerQuestions } from './worker-client';

answerQuestions<ThrowRequest, ThrowRecord>(self, throwDice);
