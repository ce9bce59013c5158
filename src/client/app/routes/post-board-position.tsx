import { PlaceholderScreen } from './placeholder-screen';

export default function Screen() {
  return <PlaceholderScreen title="Post a board position" />;
}
