import type { MessageId } from '../../lib/i18n/message-id';

export interface BlogPost {
  id: string;
  question: MessageId;
  /** Paragraphs of the answer. */
  answer: readonly MessageId[];
}

export const BLOG_POSTS: readonly BlogPost[] = [
  {
    id: 'state-vs-props',
    question: 'blogs.stateVsProps.question',
    answer: ['blogs.stateVsProps.answer1', 'blogs.stateVsProps.answer2', 'blogs.stateVsProps.answer3'],
  },
  {
    id: 'how-use-effect-works',
    question: 'blogs.useEffect.question',
    answer: ['blogs.useEffect.answer1', 'blogs.useEffect.answer2', 'blogs.useEffect.answer3'],
  },
  {
    id: 'controlled-vs-uncontrolled',
    question: 'blogs.controlledInputs.question',
    answer: ['blogs.controlledInputs.answer1', 'blogs.controlledInputs.answer2', 'blogs.controlledInputs.answer3'],
  },
  {
    id: 'css-specificity',
    question: 'blogs.specificity.question',
    answer: ['blogs.specificity.answer1', 'blogs.specificity.answer2', 'blogs.specificity.answer3'],
  },
  {
    id: 'virtual-dom',
    question: 'blogs.virtualDom.question',
    answer: ['blogs.virtualDom.answer1', 'blogs.virtualDom.answer2', 'blogs.virtualDom.answer3'],
  },
  {
    id: 'optimise-react',
    question: 'blogs.fasterReact.question',
    answer: ['blogs.fasterReact.answer1', 'blogs.fasterReact.answer2', 'blogs.fasterReact.answer3'],
  },
];
