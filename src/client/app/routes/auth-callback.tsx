import { PlaceholderScreen } from './placeholder-screen';

export default function Screen() {
  return <PlaceholderScreen title="Confirming your account..." />;
}
