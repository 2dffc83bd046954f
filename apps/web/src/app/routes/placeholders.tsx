import { UiMessages } from '@app/contract';
import { ComingSoon } from '../../components/screens/coming-soon';

// Screens that later issues replace with their own route files.

const names = UiMessages.screenNames;

export type PlaceholderScreen = keyof {
  [K in keyof typeof names as (typeof names)[K] extends string ? K : never]: true;
};

export function PlaceholderRoute({ screen }: { screen: PlaceholderScreen }) {
  return <ComingSoon screen={names[screen]} />;
}
