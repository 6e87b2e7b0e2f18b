import type { MessageId } from '../../lib/i18n/message-id';

export interface BlogPost {
  id: string;
  question: MessageId;
  /** Paragraphs of the answer. */
  answer: readonly MessageId[];
}

/** A post: its address, its question and the paragraphs of its answer, each a message of the catalogs. */
const post = (id: string, question: MessageId, ...answer: MessageId[]): BlogPost => ({ id, question, answer });

export const BLOG_POSTS: readonly BlogPost[] = [
  post('state-vs-props', 'blogs.stateVsProps.question', 'blogs.stateVsProps.answer1', 'blogs.stateVsProps.answer2', 'blogs.stateVsProps.answer3'),
  post('how-use-effect-works', 'blogs.useEffect.question', 'blogs.useEffect.answer1', 'blogs.useEffect.answer2', 'blogs.useEffect.answer3'),
  post('controlled-vs-uncontrolled', 'blogs.controlledInputs.question', 'blogs.controlledInputs.answer1', 'blogs.controlledInputs.answer2', 'blogs.controlledInputs.answer3'),
  post('css-specificity', 'blogs.specificity.question', 'blogs.specificity.answer1', 'blogs.specificity.answer2', 'blogs.specificity.answer3'),
  post('virtual-dom', 'blogs.virtualDom.question', 'blogs.virtualDom.answer1', 'blogs.virtualDom.answer2', 'blogs.virtualDom.answer3'),
  post('optimise-react', 'blogs.fasterReact.question', 'blogs.fasterReact.answer1', 'blogs.fasterReact.answer2', 'blogs.fasterReact.answer3'),
];
