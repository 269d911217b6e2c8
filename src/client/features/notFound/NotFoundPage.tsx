import { StoryNotFound } from './StoryNotFound';

export default function NotFoundPage() {
  return <StoryNotFound />;
}
