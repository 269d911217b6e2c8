/** The Content Preferences panel (mature content, blocked tags), embedded in /settings?section=content. */
export default function ContentSettingsSection() {
  return (
    <section aria-labelledby="content-preferences-heading">
      <h2 id="content-preferences-heading">Content Preferences</h2>
    </section>
  );
}
