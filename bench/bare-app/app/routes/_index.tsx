export default function Index() {
  return <h1>안녕하세요</h1>;
}
