import { Button } from 'antd';
export default function Home() { return <Button>Hi</Button>; }
