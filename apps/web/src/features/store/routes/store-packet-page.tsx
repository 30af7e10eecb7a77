import { Col, Flex, Row } from 'antd';
import { ActiveRequests } from '../components/active-requests';
import { BalanceCard } from '../components/balance-card';
import { RequestForm } from '../components/request-form';
import { StorePage } from '../components/store-page';

/** /store/packet: the credit, the "call a courier" form and the live list of requests in motion. */
export function StorePacketPage() {
  return (
    <StorePage page="storePacket">
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Flex vertical gap={16}>
            <BalanceCard />
            <RequestForm />
          </Flex>
        </Col>
        <Col xs={24} lg={14}>
          <ActiveRequests />
        </Col>
      </Row>
    </StorePage>
  );
}
