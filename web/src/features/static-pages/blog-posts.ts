export interface BlogPost {
  id: string;
  question: string;
  /** Paragraphs of the answer. */
  answer: string[];
}

export const BLOG_POSTS: readonly BlogPost[] = [
  {
    id: 'state-vs-props',
    question: 'What is the difference between state and props in React?',
    answer: [
      'Props are the inputs a component receives from its parent. The component reads them but never changes them: to the child they are read-only, and a new value comes only when the parent renders again with different props.',
      'State is data a component owns and changes over time, declared with useState or useReducer. Calling the setter schedules a re-render of that component and its children with the new value.',
      'A good rule: keep each piece of state in the lowest common parent of the components that need it, and pass it down as props. If two siblings need the same value, lift the state up to their parent instead of copying it.',
    ],
  },
  {
    id: 'how-use-effect-works',
    question: 'How does useEffect work?',
    answer: [
      'useEffect runs a function after React has committed a render to the screen. It is meant for synchronising with things outside React: subscriptions, timers, network requests, the document title.',
      'The dependency array decides when it runs again: after every render with no array, once after mounting with an empty array, and whenever one of the listed values changes otherwise. The function may return a clean-up that React calls before the next run and when the component unmounts, which is where you unsubscribe, clear timers or abort a fetch.',
      'If a value can be computed from props or state during rendering, it does not need an effect at all; effects that set state from other state cause extra renders and bugs.',
    ],
  },
  {
    id: 'controlled-vs-uncontrolled',
    question: 'What are controlled and uncontrolled inputs?',
    answer: [
      'A controlled input takes its value from React state (value plus onChange); React is the single source of truth and every keystroke goes through your code. That makes instant validation, formatting and conditional disabling easy.',
      'An uncontrolled input keeps its own value in the DOM; you read it when needed through a ref or the form submit event, and give it a starting value with defaultValue. It re-renders less, which is why libraries such as react-hook-form register inputs this way.',
      'Do not switch one input between the two modes: passing value={undefined} and later a string makes React warn that the input changed from uncontrolled to controlled.',
    ],
  },
  {
    id: 'css-specificity',
    question: 'How does CSS specificity decide which rule wins?',
    answer: [
      'When several rules set the same property on an element, the browser compares their selectors. Specificity is counted as three numbers: IDs, then classes, attributes and pseudo-classes, then element names and pseudo-elements. The selector with the higher first number wins; on a tie the next number decides.',
      'Inline styles beat any selector, and !important beats normal declarations. When specificity is equal, the rule that comes later in the stylesheet wins.',
      'Keeping selectors flat (one class per rule) keeps specificity low and predictable; cascade layers (@layer) give a cleaner way to order whole groups of styles than piling up !important.',
    ],
  },
  {
    id: 'virtual-dom',
    question: 'What is the virtual DOM?',
    answer: [
      'The virtual DOM is a light description of the UI as plain JavaScript objects: the React elements your components return. On each render React builds a new tree and compares it with the previous one (reconciliation).',
      'Only the differences are applied to the real DOM, which is slow to touch. Keys tell React which list items are the same between renders, so it can move them instead of recreating them.',
      'The point is not that the virtual DOM is faster than careful hand-written DOM code; it is that you describe what the screen should look like for a given state and React works out the smallest set of changes.',
    ],
  },
  {
    id: 'optimise-react',
    question: 'How do you make a React application faster?',
    answer: [
      'Measure first: the React DevTools profiler shows which components render and how long they take, and Lighthouse shows what the page downloads.',
      'Ship less JavaScript: split the code by route with React.lazy and Suspense, load heavy libraries such as charts only where they are shown, and import icons and components by path.',
      'Render less: keep state close to where it is used, avoid creating new objects and functions in props of memoised children, use React.memo, useMemo and useCallback where the profiler shows a cost, and virtualise long lists. Give images a width, a height and loading="lazy" so the page does not jump and off-screen pictures wait.',
    ],
  },
];
