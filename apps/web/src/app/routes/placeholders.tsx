import { UiMessages } from '@app/contract';
import { ComingSoon } from '../../components/screens/coming-soon';

// Screens not built yet (docs/screens.md §2, Route table); each gets its own route file when it is.

const names = UiMessages.screenNames;

export type PlaceholderScreen = keyof {
  [K in keyof typeof names as (typeof names)[K] extends string ? K : never]: true;
};

export function PlaceholderRoute({ screen }: { screen: PlaceholderScreen }) {
  return <ComingSoon screen={names[screen]} />;
}
